import { en } from '../en';
import { sk } from '../sk';

describe('the notice that e-mail is not sent', () => {
  it.each([
    ['sk', sk.newsletter, /správcu servera/],
    ['en', en.newsletter, /whoever runs the server/],
  ])('speaks to the teacher in words (%s) and keeps the technical detail for the operator in its own line', (_language, texts, whoToAsk) => {
    expect(texts.notConfigured).toMatch(whoToAsk);
    expect(texts.notConfigured).not.toMatch(/SMTP_URL|DATA_DIR|MAIL_FROM|\.eml/);
    expect(texts.notConfiguredDetail).toMatch(/SMTP_URL/);
    expect(texts.notConfiguredDetail).toMatch(/DATA_DIR/);
  });
});
