// What the administrator wrote, in the reader's language per field. The language comes
// from the texts (useTranslation), which the server's render and the hydrating browser share, so both choose alike.
import { langAttribute, localizedText, pictureAlt, type DescribedPicture, type Locale } from 'shared-ui/domain';
import { useTranslation } from 'shared-ui/i18n/react';

/** A text ready to render: put `lang` on its element (undefined when it is in the page's language). */
export interface ContentText {
  text: string;
  lang: Locale | undefined;
}

export function useLocalizedContent() {
  const { i18n } = useTranslation();
  const locale: Locale = i18n.language?.startsWith('en') ? 'en' : 'sk';
  /** The English value for English readers, else the Slovak one; null when both are empty. */
  const pick = (slovak: string | null | undefined, english: string | null | undefined): ContentText | null => {
    const chosen = localizedText(slovak, english, locale);
    return chosen ? { text: chosen.text, lang: langAttribute(chosen, locale) } : null;
  };
  /** Like `pick` for a required field: never null (an empty string stays empty). */
  const pickRequired = (slovak: string, english: string | null | undefined): ContentText => pick(slovak, english) ?? { text: slovak, lang: undefined };
  /** A picture's alt text: its own description in the reader's language, else its title. */
  const alt = (picture: DescribedPicture): ContentText => {
    const chosen = pictureAlt(picture, locale);
    return { text: chosen.text, lang: langAttribute(chosen, locale) };
  };
  return { locale, pick, pickRequired, alt };
}
