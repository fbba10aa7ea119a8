// The schema of the site's details, in zod, for the server only: the API checks the operator's file
// (DATA_DIR/site.json) and what the administrator saves in Settings with it, and the renderer
// checks GET /api/site; the browser trusts the API's answer, so zod stays out of the public bundle.
// The operator's file is read leniently: every field is optional, and a wrong value, an unknown
// field or a file that is no JSON object is reported in `problems` (one sentence naming the field)
// and the default kept, never a crash. What the administrator saves is checked strictly: every
// detail present and right, or nothing is stored.
import { z } from 'zod';
import { type DataController, isHttpsAddress, type Partner, SITE_CONTENT, SITE_DETAIL_RULES, type SiteContent, type SocialLink, SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS } from './site-content';
import { isCalendarDate, SITE_YEARS } from './site-dates';

const MAX_TEXT = SITE_DETAIL_RULES.textMax;
const MAX_LINKS = SITE_DETAIL_RULES.social;
const MAX_PARTNERS = SITE_DETAIL_RULES.partners;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const TEXT_ERROR = `must be a text of 1 to ${MAX_TEXT} characters`;
const HTTPS_ERROR = 'must be an https address';
const isHttps = isHttpsAddress;
const isSitePath = (value: string) => /^\/(?!\/)[\w./-]+\.(svg|png|jpe?g|webp|avif)$/i.test(value) && !value.includes('..');

// Trimmed before the e-mail and phone patterns are tried, and kept trimmed. Control characters
// would reach calendar feeds and mail headers, which forbid them.
const text = z
  .string({ error: TEXT_ERROR })
  .max(MAX_TEXT, { error: TEXT_ERROR })
  .trim()
  .min(1, { error: TEXT_ERROR })
  .refine((value) => !SITE_DETAIL_RULES.controlCharacter.test(value), { error: 'must not contain control characters (tabs, line breaks)' });
const emailAddress = text.regex(SITE_DETAIL_RULES.email, { error: 'must be an e-mail address' });
const phoneNumber = text.regex(SITE_DETAIL_RULES.phone, { error: 'must be a phone number such as +421 900 000 000' });
const flag = z.boolean({ error: 'must be true or false' });
const DATE_ERROR = `must be a day of the calendar written YYYY-MM-DD, between ${SITE_YEARS.first} and ${SITE_YEARS.last}`;
const calendarDate = z.string({ error: DATE_ERROR }).refine(isCalendarDate, { error: DATE_ERROR });
const httpsAddress = z.string({ error: HTTPS_ERROR }).refine(isHttps, { error: HTTPS_ERROR });
const logoAddress = z
  .string({ error: 'must be a path on this site such as /partners/school.svg or an https address' })
  .refine((value) => isSitePath(value) || isHttps(value), { error: 'must be a path on this site such as /partners/school.svg or an https address' });

// A profile that is no object is read as an empty one, so its problem names the network it lacks.
const socialLink = z
  .preprocess(
    (value) => (isRecord(value) ? value : {}),
    z.object({
      network: z.enum(SOCIAL_NETWORKS, { error: `must be one of ${SOCIAL_NETWORKS.join(', ')}` }),
      url: httpsAddress,
      label: text.optional(),
    }),
  )
  .transform((link): SocialLink => ({ network: link.network, url: link.url, label: link.label ?? SOCIAL_NETWORK_NAMES[link.network] }));

const partner = z.object({ name: text, nameEn: text.optional(), logo: logoAddress }, { error: 'must be an object with name, nameEn and logo' }).transform(
  (item): Partner => ({ name: item.name, nameEn: item.nameEn ?? item.name, logo: item.logo }),
);

const TEXT_FIELDS = {
  productName: text,
  productNameEn: text,
  projectCode: text,
  projectEnd: calendarDate,
  email: emailAddress,
  phone: phoneNumber,
  organisation: text,
  organisationEn: text,
  school: text,
  schoolEn: text,
  town: text,
  schoolAddress: text,
} satisfies Record<Exclude<keyof SiteContent, 'social' | 'partners' | 'privacy'>, z.ZodType>;

const PRIVACY_FIELDS = {
  name: text,
  nameEn: text,
  address: text,
  email: emailAddress,
  dataProtectionContact: text,
  dataProtectionContactEn: text,
  dataProtectionEmail: emailAddress,
  confirmedBySchool: flag,
} satisfies Record<keyof DataController, z.ZodType>;

const LISTS = {
  social: { item: socialLink, max: MAX_LINKS, what: 'profiles', leftOut: 'the profile is left out' },
  partners: { item: partner, max: MAX_PARTNERS, what: 'partners', leftOut: 'the partner is left out' },
} as const;

/** What `parseSiteContent` made of an operator's file: the details to use and what was wrong. */
export interface SiteContentCheck {
  content: SiteContent;
  /** One sentence per value that was left out, each naming the field (empty when all is well). */
  problems: string[];
}

/** `"social[0].url" must be an https address` from the field's place and zod's first issue. */
function describe(where: string, error: z.ZodError): string {
  const [issue] = error.issues;
  const path = (issue?.path ?? []).map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('');
  return `"${where}${path}" ${issue?.message ?? 'is not valid'}`;
}

/** Each listed field of `input` over `defaults`: a wrong one is reported and its default kept. */
function readFields<T extends object>(input: Record<string, unknown>, defaults: T, schemas: Record<string, z.ZodType>, prefix: string, problems: string[]): T {
  const result: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [key, value] of Object.entries(input)) {
    const schema = schemas[key];
    if (!schema) continue;
    const read = schema.safeParse(value);
    if (read.success) result[key] = read.data;
    else problems.push(`${describe(`${prefix}${key}`, read.error)}; the default is used`);
  }
  return result as T;
}

function readList<T>(name: keyof typeof LISTS, value: unknown, problems: string[]): T[] | null {
  const { item, max, what, leftOut } = LISTS[name];
  if (!Array.isArray(value)) {
    problems.push(`"${name}" must be a list of ${what}; the default is used`);
    return null;
  }
  if (value.length > max) problems.push(`"${name}" has more than ${max} ${what}; the first ${max} are used`);
  return value.slice(0, max).flatMap((candidate, index) => {
    const read = item.safeParse(candidate);
    if (read.success) return [read.data as T];
    problems.push(`${describe(`${name}[${index}]`, read.error)}; ${leftOut}`);
    return [];
  });
}

/** The site details an operator's configuration gives, over `defaults`. */
export function parseSiteContent(input: unknown, defaults: SiteContent = SITE_CONTENT): SiteContentCheck {
  const problems: string[] = [];
  if (!isRecord(input)) return { content: defaults, problems: ['the configuration must be a JSON object; the defaults are used'] };
  const known = new Set<string>([...Object.keys(TEXT_FIELDS), 'social', 'partners', 'privacy', '$schema', '$comment']);
  for (const key of Object.keys(input)) if (!known.has(key)) problems.push(`"${key}" is not a site detail; it is ignored`);
  const content = readFields(input, defaults, TEXT_FIELDS, '', problems);
  if ('social' in input) content.social = readList<SocialLink>('social', input.social, problems) ?? defaults.social;
  if ('partners' in input) content.partners = readList<Partner>('partners', input.partners, problems) ?? defaults.partners;
  if ('privacy' in input) {
    if (isRecord(input.privacy)) {
      for (const key of Object.keys(input.privacy)) if (!(key in PRIVACY_FIELDS)) problems.push(`"privacy.${key}" is not a site detail; it is ignored`);
      content.privacy = readFields(input.privacy, defaults.privacy, PRIVACY_FIELDS, 'privacy.', problems);
    } else problems.push('"privacy" must be an object; the default is used');
  }
  return { content, problems };
}

/** Every issue of a strict check as one sentence naming its field. */
function issueSentences(error: z.ZodError): string[] {
  return error.issues.flatMap((issue) => {
    const path = issue.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('').replace(/^\./, '');
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => `"${path ? `${path}.` : ''}${key}" is not a site detail`);
    return [`"${path}" ${issue.message}`];
  });
}

const STRICT_SCHEMA = z.strictObject(
  {
    ...TEXT_FIELDS,
    social: z.array(socialLink, { error: 'must be a list of profiles' }).max(MAX_LINKS, { error: `must hold at most ${MAX_LINKS} profiles` }),
    partners: z.array(partner, { error: 'must be a list of partners' }).max(MAX_PARTNERS, { error: `must hold at most ${MAX_PARTNERS} partners` }),
    privacy: z.strictObject(PRIVACY_FIELDS, { error: 'must be an object' }),
  },
  { error: 'must be an object' },
);

/** The administrator's details checked as a whole: every detail present and valid, or the problems, each naming its field. */
export function checkSiteContent(input: unknown): { content: SiteContent; problems: [] } | { content: null; problems: string[] } {
  const checked = STRICT_SCHEMA.safeParse(input);
  return checked.success ? { content: checked.data, problems: [] } : { content: null, problems: issueSentences(checked.error) };
}

/** The programme's own name and logo stand among the sample partners, and are no sample. */
const PROGRAMME_LOGO = '/partners/esc.svg';

const SAMPLE_CHECKED_FIELDS = ['email', 'phone', 'projectCode', 'school', 'schoolEn', 'town', 'schoolAddress'] as const satisfies ReadonlyArray<keyof SiteContent>;
const SAMPLE_CHECKED_PRIVACY = ['name', 'nameEn', 'address', 'email', 'dataProtectionContact', 'dataProtectionContactEn', 'dataProtectionEmail'] as const satisfies ReadonlyArray<keyof DataController>;

/**
 * The public details that still hold the compiled sample's value, by field ("email",
 * "privacy.dataProtectionEmail", "partners[2]"): the Settings panel warns while any is left.
 */
export function sampleDetails(content: SiteContent, sample: SiteContent = SITE_CONTENT): string[] {
  const samplePartners = sample.partners.filter((item) => item.logo !== PROGRAMME_LOGO);
  return [
    ...SAMPLE_CHECKED_FIELDS.filter((field) => content[field] === sample[field]),
    ...content.partners.flatMap((item, index) => (samplePartners.some((candidate) => candidate.name === item.name || candidate.nameEn === item.nameEn) ? [`partners[${index}]`] : [])),
    ...SAMPLE_CHECKED_PRIVACY.filter((field) => content.privacy[field] === sample.privacy[field]).map((field) => `privacy.${field}`),
  ];
}
