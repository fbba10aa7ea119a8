import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { TrashBatchEntity } from '../trash/trash.entity';
import { TrashService } from '../trash/trash.service';
import type { Feedback, FeedbackStats } from '@softskills/domain';
import type { Repository } from 'typeorm';
import { Clock } from '../platform/clock';
import { judgeSubmission, lookAlikeOfStored } from '../public-forms/spam-trap';
import type { AdminFeedbackInputDto, PublicFeedbackInputDto } from './dto/feedback.dto';
import { computeFeedbackStats } from './feedback-stats';
import { FeedbackEntity } from './feedback.entity';

/** What anyone may read: never the e-mail, never the approval flag. */
export function toPublicFeedback(entity: FeedbackEntity): Feedback {
  const { id, name, comment, workshop, rating, createdAt } = entity;
  return { id, name, comment, workshop, rating, createdAt: createdAt.toISOString() };
}

export function toAdminFeedback(entity: FeedbackEntity): Feedback {
  return { ...toPublicFeedback(entity), approved: entity.approved, email: entity.email };
}

const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

@Injectable()
export class FeedbackService {
  constructor(
    @InjectRepository(FeedbackEntity) private readonly feedback: Repository<FeedbackEntity>,
    private readonly clock: Clock,
    private readonly trash: TrashService,
  ) {}

  async listApproved(): Promise<Feedback[]> {
    return (await this.feedback.find({ where: { approved: true }, order: NEWEST_FIRST })).map(toPublicFeedback);
  }

  async listAll(): Promise<Feedback[]> {
    return (await this.feedback.find({ order: NEWEST_FIRST })).map(toAdminFeedback);
  }

  async stats(): Promise<FeedbackStats> {
    return computeFeedbackStats(await this.listApproved());
  }

  async submitPublic(input: PublicFeedbackInputDto): Promise<Feedback> {
    const item = this.feedback.create({
      name: input.name,
      email: input.email ?? null,
      workshop: input.workshop,
      rating: input.rating,
      comment: input.comment,
      approved: false, // PRODUCT section 4: whatever the body says
      approvedAt: null,
    });
    const verdict = judgeSubmission(input);
    if (verdict) return toPublicFeedback(await lookAlikeOfStored('feedback', verdict, this.feedback, item));
    return toPublicFeedback(await this.feedback.save(item));
  }

  async addAsAdmin(input: AdminFeedbackInputDto): Promise<Feedback> {
    const saved = await this.feedback.save(
      this.feedback.create({ name: input.name, comment: input.comment, email: null, workshop: input.workshop, rating: input.rating, approved: true, approvedAt: this.clock.nowInSeconds() }),
    );
    return toAdminFeedback(saved);
  }

  async setApproved(id: number, approved: boolean): Promise<Feedback> {
    const item = await this.feedback.findOneBy({ id });
    if (!item) throw new NotFoundException(`Feedback ${id} does not exist`);
    // Approving again keeps the first time: the e-mail's retention period does not restart.
    if (approved !== item.approved) item.approvedAt = approved ? this.clock.nowInSeconds() : null;
    item.approved = approved;
    return toAdminFeedback(await this.feedback.save(item));
  }

  /** Deletes the feedback into the trash (a privacy erasure finds it there and erases it for real). */
  remove(id: number): Promise<TrashBatchEntity> {
    return this.trash.put(async (manager) => {
      const item = await manager.findOneBy(FeedbackEntity, { id });
      if (!item) throw new NotFoundException(`Feedback ${id} does not exist`);
      const label = `${item.name}: ${item.comment.slice(0, 80)}`;
      return { kind: 'feedback', label, contents: [{ kind: 'feedback', id: item.id, title: label }], records: [{ entity: FeedbackEntity, rows: [item] }], files: [] };
    });
  }
}
