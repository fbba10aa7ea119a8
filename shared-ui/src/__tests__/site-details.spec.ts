import { SITE_CONTENT, siteDetailsIn } from '../domain/site-content';

describe('siteDetailsIn', () => {
  it('gives the team and the school in the reader language', () => {
    expect(siteDetailsIn('sk')).toEqual({ organisation: 'Študentský projektový tím', school: 'Gymnázium Ľudovíta Štúra' });
    expect(siteDetailsIn('en')).toEqual({ organisation: 'Student project team', school: 'Ľudovít Štúr Grammar School' });
  });

  it('names the school as the partners list does', () => {
    expect(SITE_CONTENT.partners[0]).toMatchObject({ name: siteDetailsIn('sk').school, nameEn: siteDetailsIn('en').school });
  });
});
