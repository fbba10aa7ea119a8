import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { TrashBatchEntity } from '../trash/trash.entity';
import { TrashService } from '../trash/trash.service';
import type { ContactMessagePage, ContactPhotoReference } from '@softskills/domain';
import { In, type Repository } from 'typeorm';
import { GalleryItemEntity } from '../gallery/gallery-item.entity';
import { AdminNotifier } from '../notifications/admin-notifier';
import { Clock } from '../platform/clock';
import { judgeSubmission, lookAlikeOfStored } from '../public-forms/spam-trap';
import { ContactMessageEntity } from './contact-message.entity';
import type { ContactInputDto } from './dto/contact.dto';

const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

/** A message as the administrator's list answers it: with the photo a removal request names. */
export type ContactMessageWithPhoto = ContactMessageEntity & { photo: ContactPhotoReference | null };

/** ContactMessagePage before serialisation (dates still Date objects). */
export type ContactPage = Omit<ContactMessagePage, 'items'> & { items: ContactMessageWithPhoto[] };

/** The narrowest stored copy of a photo, else the photo itself: enough for a thumbnail. */
const smallestCopyOf = (item: GalleryItemEntity): string => (item.type === 'photo' ? (item.variants[0]?.jpg ?? item.url) : (item.thumbnail ?? item.url));

@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
    @InjectRepository(GalleryItemEntity) private readonly galleryItems: Repository<GalleryItemEntity>,
    private readonly clock: Clock,
    private readonly notifier: AdminNotifier,
    private readonly trash: TrashService,
  ) {}

  async list(): Promise<ContactMessageWithPhoto[]> {
    return this.withPhotos(await this.messages.find({ order: NEWEST_FIRST }));
  }

  /** Each message with the photo it names as that photo is now (one query for the page). */
  private async withPhotos(messages: ContactMessageEntity[]): Promise<ContactMessageWithPhoto[]> {
    const ids = [...new Set(messages.map((message) => message.galleryItemId).filter((id): id is number => id !== null))];
    const items = ids.length ? await this.galleryItems.find({ where: { id: In(ids) }, relations: { album: true } }) : [];
    const byId = new Map(items.map((item) => [item.id, item]));
    return messages.map((message) => {
      const item = message.galleryItemId === null ? undefined : byId.get(message.galleryItemId);
      const photo: ContactPhotoReference | null = item
        ? { id: item.id, albumId: item.albumId, albumName: item.album?.name ?? null, title: item.title, thumbnail: item.hidden ? null : smallestCopyOf(item), hidden: item.hidden }
        : null;
      return Object.assign(message, { photo });
    });
  }

  /** One page, newest first, with the counts over all pages (202 messages were 633 KB). */
  async page(page: number, pageSize: number): Promise<ContactPage> {
    const [items, total, unresolved] = await Promise.all([
      this.messages.find({ order: NEWEST_FIRST, skip: (page - 1) * pageSize, take: pageSize }),
      this.messages.count(),
      this.messages.countBy({ resolved: false }),
    ]);
    return { items: await this.withPhotos(items), total, unresolved, page, pageSize };
  }

  /** Stores a visitor's message; the answer carries what a look-alike of a trapped one carries too. */
  async submit(input: ContactInputDto): Promise<Omit<ContactMessageEntity, 'notifiedAt'>> {
    const message = this.messages.create({
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      subject: input.subject,
      message: input.message,
      resolved: false, // spec 4: created unresolved, whatever the body says
      resolvedAt: null,
      // Only an id that names a photo is kept: the reference is the administrator's link to it.
      galleryItemId: input.galleryItemId && (await this.galleryItems.existsBy({ id: input.galleryItemId })) ? input.galleryItemId : null,
    });
    const verdict = judgeSubmission(input);
    if (verdict) return lookAlikeOfStored('contact', verdict, this.messages, message);
    const { notifiedAt: _notified, ...saved } = await this.messages.save(message);
    this.notifier.messageArrived();
    return saved;
  }

  async setResolved(id: number, resolved: boolean): Promise<ContactMessageEntity> {
    const message = await this.messages.findOneBy({ id });
    if (!message) throw new NotFoundException(`Contact message ${id} does not exist`);
    // Marking it resolved again keeps the first time: the retention period does not restart.
    if (resolved !== message.resolved) message.resolvedAt = resolved ? this.clock.nowInSeconds() : null;
    message.resolved = resolved;
    return this.messages.save(message);
  }

  /** Deletes the message into the trash (a privacy erasure finds it there and erases it for real). */
  remove(id: number): Promise<TrashBatchEntity> {
    return this.trash.put(async (manager) => {
      const message = await manager.findOneBy(ContactMessageEntity, { id });
      if (!message) throw new NotFoundException(`Contact message ${id} does not exist`);
      const label = `${message.subject} – ${message.name}`;
      return { kind: 'contactMessage', label, contents: [{ kind: 'contactMessage', id: message.id, title: label }], records: [{ entity: ContactMessageEntity, rows: [message] }], files: [] };
    });
  }
}
