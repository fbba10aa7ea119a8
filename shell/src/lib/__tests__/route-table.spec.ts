import { isAdminPath, labelKeyForPath, routeForPath, SITE_ROUTES } from '../route-table';

describe('route table (spec 2.1)', () => {
  it('maps every public path to its remote page', () => {
    expect(routeForPath('/')?.moduleId).toBe('mfe_public/Home');
    expect(routeForPath('/o-projekte')?.moduleId).toBe('mfe_public/About');
    expect(routeForPath('/workshopy')?.moduleId).toBe('mfe_public/Workshops');
    expect(routeForPath('/materialy')?.moduleId).toBe('mfe_public/Materials');
    expect(routeForPath('/hodnotenie')?.moduleId).toBe('mfe_public/Feedback');
    expect(routeForPath('/kontakt')?.moduleId).toBe('mfe_public/Contact');
    expect(routeForPath('/interaktivne-nastroje')?.moduleId).toBe('mfe_public/InteractiveTools');
  });

  it('sends /galeria and an album to the Gallery module', () => {
    expect(routeForPath('/galeria')?.moduleId).toBe('mfe_gallery/Gallery');
    expect(routeForPath('/galeria/42')?.moduleId).toBe('mfe_gallery/Gallery');
  });

  it('loads mfe_admin only under /admin, and guards /admin alone', () => {
    const adminRoutes = SITE_ROUTES.filter((route) => route.moduleId.startsWith('mfe_admin/'));
    expect(adminRoutes.every((route) => isAdminPath(route.path))).toBe(true);
    expect(routeForPath('/admin')?.requiresAdmin).toBe(true);
    expect(routeForPath('/admin/login')?.requiresAdmin).toBeFalsy();
  });

  it('gives unknown paths the not-found label', () => {
    expect(routeForPath('/neexistuje')).toBeUndefined();
    expect(labelKeyForPath('/neexistuje')).toBe('routes.notFound');
    expect(labelKeyForPath('/kontakt')).toBe('routes.contact');
  });

  it('treats every path that starts with /admin as admin', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/login')).toBe(true);
    expect(isAdminPath('/kontakt')).toBe(false);
  });
});
