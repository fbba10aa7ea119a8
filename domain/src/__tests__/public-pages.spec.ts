import { PRIVACY_PATH, publicPageAddress } from '..';

describe('the address a page view is counted under', () => {
  it('is the public page itself, in lower case and without a trailing slash', () => {
    expect(publicPageAddress('/')).toBe('/');
    expect(publicPageAddress('/o-projekte')).toBe('/o-projekte');
    expect(publicPageAddress('/Materialy/')).toBe('/materialy');
    expect(publicPageAddress(PRIVACY_PATH)).toBe(PRIVACY_PATH);
  });

  it("is an album's own address when the id is a number", () => {
    expect(publicPageAddress('/galeria/12')).toBe('/galeria/12');
    expect(publicPageAddress('/galeria/wp-login')).toBeNull();
    expect(publicPageAddress('/galeria/012')).toBeNull();
  });

  it('is nothing for the admin, unknown paths and deeper paths of a page', () => {
    expect(publicPageAddress('/admin')).toBeNull();
    expect(publicPageAddress('/admin/login')).toBeNull();
    expect(publicPageAddress('/wp-admin/setup.php')).toBeNull();
    expect(publicPageAddress('/kontakt/extra')).toBeNull();
    expect(publicPageAddress('/galeria/1/2')).toBeNull();
  });
});
