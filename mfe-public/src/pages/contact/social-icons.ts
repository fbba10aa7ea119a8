import { Camera, Clapperboard, CirclePlay, ThumbsUp, type LucideIcon } from 'lucide-react';
import type { SocialLink } from 'shared-ui/domain';

/** lucide has no brand marks: each network gets the symbol of what it is for (spec 2.14). */
export const SOCIAL_ICONS: Record<SocialLink['network'], LucideIcon> = {
  facebook: ThumbsUp,
  instagram: Camera,
  tiktok: Clapperboard,
  youtube: CirclePlay,
};
