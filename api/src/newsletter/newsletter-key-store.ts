// The newsletter's keys, loaded once before the API serves. The address hashes are keyed with
// DATA_HASH_SECRET; when the stored hashes were made with another secret (an upgrade from the
// JWT_SECRET-keyed hashes, or a new DATA_HASH_SECRET), every row that still holds its address is
// re-keyed here, in one transaction under the replica lock, before any lookup. Rows that left keep
// no address to re-key from: while JWT_SECRET still is the secret that keyed them, their address is
// also looked for under that key and re-keyed when it is next seen.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, IsNull, Not } from 'typeorm';
import { resolveJwtSecret } from '../auth/jwt-secret';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { resolveDataHashSecret } from '../config/data-hash-secret';
import { ReplicaLock } from '../platform/replica-lock';
import { NewsletterKeyEntity } from './newsletter-key.entity';
import { addressKey, NewsletterKeys, newUnsubscribeKey, secretFingerprint } from './newsletter-keys';
import { SubscriberEntity } from './subscriber.entity';

const KEY_ROW = 1;

@Injectable()
export class NewsletterKeyStore {
  private readonly logger = new Logger('Newsletter');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly lock: ReplicaLock,
  ) {}

  async load(): Promise<NewsletterKeys> {
    const addressSecret = resolveDataHashSecret(this.config);
    const jwtSecret = resolveJwtSecret(this.config);
    const stored = await this.lock.runExclusive(['newsletter-address-keys'], () =>
      this.dataSource.transaction(async (manager) => {
        const row = await this.keyRow(manager);
        if (row.addressKeyCheck !== secretFingerprint(addressSecret)) await this.rekey(manager, row, addressSecret, jwtSecret);
        return row;
      }),
    );
    const legacyStillKeyed = stored.legacyAddressKeyCheck !== null && stored.legacyAddressKeyCheck === secretFingerprint(jwtSecret);
    return new NewsletterKeys({ addressSecret, unsubscribeKey: stored.unsubscribeKey, legacyLinkSecret: jwtSecret, legacyAddressSecret: legacyStillKeyed ? jwtSecret : null });
  }

  /** The one row of keys (the migration makes it; made here if a restore left none). */
  private async keyRow(manager: EntityManager): Promise<NewsletterKeyEntity> {
    const keys = manager.getRepository(NewsletterKeyEntity);
    const found = await keys.findOneBy({ id: KEY_ROW });
    if (found) return found;
    const made = keys.create({ id: KEY_ROW, unsubscribeKey: newUnsubscribeKey(), addressKeyCheck: null, legacyAddressKeyCheck: null });
    await keys.insert(made);
    return made;
  }

  private async rekey(manager: EntityManager, row: NewsletterKeyEntity, addressSecret: string, jwtSecret: string): Promise<void> {
    const subscribers = manager.getRepository(SubscriberEntity);
    const withAddress = await subscribers.find({ where: { email: Not(IsNull()) }, select: { id: true, email: true } });
    for (const subscriber of withAddress) await subscribers.update({ id: subscriber.id }, { emailKey: addressKey(addressSecret, subscriber.email ?? '') });
    const withoutAddress = await subscribers.countBy({ email: IsNull() });
    // Before DATA_HASH_SECRET the hashes were keyed with JWT_SECRET: the rows that left keep that key.
    if (row.addressKeyCheck === null) row.legacyAddressKeyCheck = withoutAddress > 0 ? secretFingerprint(jwtSecret) : null;
    else if (withoutAddress > 0) {
      this.logger.warn(`DATA_HASH_SECRET changed: up to ${withoutAddress} unsubscribed record(s) keep no address to re-key from and are no longer matched to one (they still count as unsubscribed)`);
    }
    row.addressKeyCheck = secretFingerprint(addressSecret);
    await manager.getRepository(NewsletterKeyEntity).update({ id: KEY_ROW }, { addressKeyCheck: row.addressKeyCheck, legacyAddressKeyCheck: row.legacyAddressKeyCheck });
    this.logger.log(`Newsletter address hashes keyed with DATA_HASH_SECRET: ${withAddress.length} re-keyed${row.legacyAddressKeyCheck ? `, ${withoutAddress} unsubscribed record(s) re-keyed when their address is next seen` : ''}`);
  }
}
