// What the Settings form checks before saving, by the rules the API checks again (the site details'
// schema): every text filled in, the e-mails, the phone, https profiles, a real day for the
// project's end, a logo for each partner. An empty English text takes the Slovak one (proper names
// stay as they are), as the public pages do. Problems are keyed by the field's path in the details
// ("phone", "partners[1].logo", "privacy.email"), the same paths the API names.
import { isCalendarDate, isHttpsAddress, SITE_DETAIL_RULES, SOCIAL_NETWORK_NAMES, type SiteContent } from 'shared-ui/domain';

export type DraftProblem = 'required' | 'tooLong' | 'controlCharacter' | 'email' | 'phone' | 'https' | 'date';
export type DraftProblems = Record<string, DraftProblem>;

const EMAIL_FIELDS = new Set(['email', 'privacy.email', 'privacy.dataProtectionEmail']);

function textProblem(path: string, value: string): DraftProblem | null {
  const text = value.trim();
  if (!text) return 'required';
  if (text.length > SITE_DETAIL_RULES.textMax) return 'tooLong';
  if (SITE_DETAIL_RULES.controlCharacter.test(text)) return 'controlCharacter';
  if (EMAIL_FIELDS.has(path) && !SITE_DETAIL_RULES.email.test(text)) return 'email';
  if (path === 'phone' && !SITE_DETAIL_RULES.phone.test(text)) return 'phone';
  if (path === 'projectEnd' && !isCalendarDate(text)) return 'date';
  if (path.endsWith('.url') && !isHttpsAddress(text)) return 'https';
  return null;
}

/** Every text of the details with its path, the English ones that may stay empty left out. */
function checkedTexts(details: SiteContent): Array<[string, string]> {
  const { social, partners, privacy, ...top } = details;
  return [
    ...Object.entries(top).filter(([key]) => !key.endsWith('En')),
    ...social.flatMap((link, index): Array<[string, string]> => [[`social[${index}].url`, link.url]]),
    ...partners.flatMap((partner, index): Array<[string, string]> => [[`partners[${index}].name`, partner.name], [`partners[${index}].logo`, partner.logo]]),
    ...Object.entries(privacy).filter(([key, value]) => typeof value === 'string' && !key.endsWith('En')).map(([key, value]): [string, string] => [`privacy.${key}`, value as string]),
  ];
}

export function draftProblems(details: SiteContent): DraftProblems {
  const problems: DraftProblems = {};
  for (const [path, value] of checkedTexts(details)) {
    const problem = textProblem(path, value);
    if (problem) problems[path] = problem;
  }
  return problems;
}

const englishOr = (english: string, slovak: string) => english.trim() || slovak.trim();

/** The details as the API takes them: trimmed, each empty English text filled with the Slovak one. */
export function detailsToSave(draft: SiteContent): SiteContent {
  const trimmed = JSON.parse(JSON.stringify(draft, (_key, value: unknown) => (typeof value === 'string' ? value.trim() : value))) as SiteContent;
  return {
    ...trimmed,
    productNameEn: englishOr(trimmed.productNameEn, trimmed.productName),
    organisationEn: englishOr(trimmed.organisationEn, trimmed.organisation),
    schoolEn: englishOr(trimmed.schoolEn, trimmed.school),
    social: trimmed.social.map((link) => ({ ...link, label: link.label || SOCIAL_NETWORK_NAMES[link.network] })),
    partners: trimmed.partners.map((partner) => ({ ...partner, nameEn: englishOr(partner.nameEn, partner.name) })),
    privacy: {
      ...trimmed.privacy,
      nameEn: englishOr(trimmed.privacy.nameEn, trimmed.privacy.name),
      dataProtectionContactEn: englishOr(trimmed.privacy.dataProtectionContactEn, trimmed.privacy.dataProtectionContact),
    },
  };
}

/** The field paths a refusal of the API names (`"partners[1].logo" must …`). */
export function refusedPaths(messages: readonly string[]): string[] {
  return messages.flatMap((message) => /^"([^"]+)"/.exec(message)?.[1] ?? []);
}
