// Each social profile with its network's own mark (Simple Icons, CC0) instead of a
// generic symbol. Drawn in the text colour (currentColor), so it follows the three themes.
import { siFacebook, siInstagram, siTiktok, siYoutube, type SimpleIcon } from 'simple-icons';
import type { SocialNetwork } from 'shared-ui/domain';

const MARKS: Record<SocialNetwork, SimpleIcon> = {
  facebook: siFacebook,
  instagram: siInstagram,
  tiktok: siTiktok,
  youtube: siYoutube,
};

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className={className} data-network={network}>
      <path d={MARKS[network].path} fill="currentColor" />
    </svg>
  );
}
