// An e-mail address as a mailto link that may wrap after the "@" (issue 12.1: on a narrow phone with
// large text the address is wider than the screen; otherwise the browser cuts it mid-word).
export function EmailLink({ address }: { address: string }) {
  const at = address.indexOf('@');
  return (
    <a href={`mailto:${address}`}>
      {at < 0 ? address : (
        <>
          {address.slice(0, at + 1)}
          <wbr />
          {address.slice(at + 1)}
        </>
      )}
    </a>
  );
}
