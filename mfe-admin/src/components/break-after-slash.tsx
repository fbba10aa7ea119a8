// "fotografiu/video" is one word to the browser's line breaking; on a narrow phone with large text
// it may wrap after the slash instead of mid-word.
import { Fragment } from 'react';

export function BreakAfterSlash({ text }: { text: string }) {
  const parts = text.split('/');
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <>/<wbr /></>}
          {part}
        </Fragment>
      ))}
    </>
  );
}
