// The administrator's side of the site's details (Settings): what she sees (the details in force,
// whether she saved them, which public details still hold a sample value), saving them (checked by
// the same schema as the operator's file, strictly: all or nothing) and going back to the
// operator's values. A save or a reset bumps the content version (ContentChangeInterceptor), so
// every page, the footer, the feeds and the mails show the change on the next request.
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SiteContent } from '@softskills/domain';
import { checkSiteContent, sampleDetails } from '@softskills/domain/site-content-schema';
import type { Repository } from 'typeorm';
import { Clock } from '../platform/clock';
import { FileLocks } from '../uploads/file-locks';
import { UploadedFileCleaner } from '../uploads/uploaded-file-cleaner';
import { UploadStore } from '../uploads/upload-store';
import { SITE_SETTINGS_ROW, SiteConfigService } from './site-config.service';
import { SiteSettingsEntity } from './site-settings.entity';

export interface SiteSettingsView {
  details: SiteContent;
  /** When the administrator last saved them; null while the operator's file (or the sample) gives them. */
  savedAt: string | null;
  /** Public details still holding the compiled sample's value ("email", "partners[2]", "privacy.email"). */
  sampleFields: string[];
}

const isUpload = (path: string) => path.startsWith('/uploads/');

@Injectable()
export class SiteSettingsService {
  constructor(
    @InjectRepository(SiteSettingsEntity) private readonly settings: Repository<SiteSettingsEntity>,
    private readonly site: SiteConfigService,
    private readonly store: UploadStore,
    private readonly locks: FileLocks,
    private readonly cleaner: UploadedFileCleaner,
    private readonly clock: Clock,
  ) {}

  async view(): Promise<SiteSettingsView> {
    const [details, saved] = await Promise.all([this.site.current(), this.site.savedDetails()]);
    return { details, savedAt: saved?.savedAt.toISOString() ?? null, sampleFields: sampleDetails(details) };
  }

  async save(input: unknown): Promise<SiteSettingsView> {
    const checked = checkSiteContent(input);
    if (!checked.content) throw new BadRequestException(checked.problems);
    const content = checked.content;
    const logos = content.partners.map((partner) => partner.logo).filter(isUpload);
    const before = await this.uploadedLogos();
    // Checked and saved under the logos' locks: a parallel sweep cannot delete one in between.
    await this.locks.holding(logos, async () => {
      const missing = content.partners.findIndex((partner) => isUpload(partner.logo) && !this.store.exists(partner.logo));
      if (missing >= 0) throw new BadRequestException([`"partners[${missing}].logo" must point to an uploaded image`]);
      await this.settings.save(this.settings.create({ id: SITE_SETTINGS_ROW, details: JSON.stringify(content), savedAt: this.clock.nowInSeconds() }));
    });
    this.site.forgetSaved();
    await this.cleaner.removeUnreferenced(before.filter((logo) => !logos.includes(logo)));
    return this.view();
  }

  /** Back to the operator's file (or the sample): the saved details and the logos only they used go. */
  async reset(): Promise<SiteSettingsView> {
    const before = await this.uploadedLogos();
    await this.settings.delete({ id: SITE_SETTINGS_ROW });
    this.site.forgetSaved();
    await this.cleaner.removeUnreferenced(before);
    return this.view();
  }

  /** The uploaded logos the saved details point to (the uploads cleaner keeps these files). */
  async uploadedLogos(): Promise<string[]> {
    const row = await this.settings.findOneBy({ id: SITE_SETTINGS_ROW });
    const saved = row ? this.site.parseRow(row) : null;
    const partners = (saved?.details as Partial<SiteContent> | undefined)?.partners;
    return Array.isArray(partners) ? partners.map((partner) => partner?.logo).filter((logo): logo is string => typeof logo === 'string' && isUpload(logo)) : [];
  }
}
