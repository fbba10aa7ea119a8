import { randomUUID } from 'node:crypto';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { NEWSLETTER_RULES, SITE_CONTENT, meetingAnnouncement, meetingMoments, seriesDates, type Meeting, type WorkshopId } from 'shared-ui/domain';
import { MailingsService, type MailingView } from '../newsletter/mailings.service';
import type { MeetingChangeDto, MeetingSeriesDto } from './dto/meeting.dto';
import { MeetingEntity } from './meeting.entity';

/** Whole seconds, as both dialects store a datetime. */
const nowInSeconds = () => new Date(Math.floor(Date.now() / 1000) * 1000);

function assertEndsAfterStart(startTime: string, endTime: string): void {
  if (endTime <= startTime) throw new BadRequestException(['endTime must be later than startTime']);
}

export function toMeeting(entity: MeetingEntity): Meeting {
  const { startsAt, endsAt } = meetingMoments(entity);
  const { id, workshopId, date, startTime, endTime, place, note, noteEn, state, uid, sequence } = entity;
  return { id, workshopId, date, startTime, endTime, place, note, noteEn, state, uid, sequence, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), updatedAt: entity.updatedAt.toISOString() };
}

@Injectable()
export class MeetingsService {
  constructor(
    @InjectRepository(MeetingEntity) private readonly meetings: Repository<MeetingEntity>,
    private readonly mailings: MailingsService,
  ) {}

  /** In the order they take place; one workshop's or all. */
  async list(workshopId?: WorkshopId): Promise<Meeting[]> {
    const rows = await this.meetings.find({ where: workshopId ? { workshopId } : {}, order: { date: 'ASC', startTime: 'ASC', id: 'ASC' } });
    return rows.map(toMeeting);
  }

  async get(id: number): Promise<Meeting> {
    return toMeeting(await this.find(id));
  }

  async createSeries(input: MeetingSeriesDto): Promise<Meeting[]> {
    assertEndsAfterStart(input.startTime, input.endTime);
    const updatedAt = nowInSeconds();
    const rows = seriesDates(input.firstDate, input.count, input.intervalWeeks).map((date) =>
      this.meetings.create({
        workshopId: input.workshopId,
        date,
        startTime: input.startTime,
        endTime: input.endTime,
        place: input.place ?? SITE_CONTENT.school,
        note: input.note ?? null,
        noteEn: input.noteEn ?? null,
        state: 'planned',
        uid: `${randomUUID()}@makke-zrucnosti`,
        sequence: 0,
        updatedAt,
      }),
    );
    return (await this.meetings.save(rows)).map(toMeeting);
  }

  /**
   * One meeting changed or cancelled. A new date or time without a state marks it moved (the
   * visitor should learn of it); every change raises SEQUENCE so calendar apps replace their copy.
   */
  async change(id: number, input: MeetingChangeDto): Promise<Meeting> {
    const meeting = await this.find(id);
    const rescheduled = (['date', 'startTime', 'endTime'] as const).some((key) => input[key] !== undefined && input[key] !== meeting[key]);
    for (const key of ['date', 'startTime', 'endTime', 'state'] as const) if (input[key] !== undefined) Object.assign(meeting, { [key]: input[key] });
    if (input.place !== undefined) meeting.place = input.place ?? SITE_CONTENT.school;
    if (input.note !== undefined) meeting.note = input.note;
    if (input.noteEn !== undefined) meeting.noteEn = input.noteEn;
    if (rescheduled && input.state === undefined && meeting.state === 'planned') meeting.state = 'moved';
    assertEndsAfterStart(meeting.startTime, meeting.endTime);
    meeting.sequence += 1;
    meeting.updatedAt = nowInSeconds();
    return toMeeting(await this.meetings.save(meeting));
  }

  /** Issue 27 item 5: a newsletter draft listing these meetings (not the cancelled ones) in Slovak and English. */
  async announce(meetingIds: number[]): Promise<MailingView> {
    const rows = await this.meetings.findBy({ id: In(meetingIds) });
    const missing = meetingIds.filter((id) => !rows.some((row) => row.id === id));
    if (missing.length > 0) throw new NotFoundException(`Meeting ${missing.join(', ')} does not exist`);
    const draft = meetingAnnouncement(rows.map(toMeeting), this.mailings.siteBase);
    if (!draft) throw new BadRequestException(['Every chosen meeting is cancelled: there is nothing to announce']);
    if (draft.bodySk.length > NEWSLETTER_RULES.bodyMax || (draft.bodyEn ?? '').length > NEWSLETTER_RULES.bodyMax) {
      throw new BadRequestException(['The announcement would be too long for one mailing: choose fewer meetings']);
    }
    return this.mailings.create(draft);
  }

  async remove(id: number): Promise<void> {
    const result = await this.meetings.delete({ id });
    if (!result.affected) throw new NotFoundException(`Meeting ${id} does not exist`);
  }

  private async find(id: number): Promise<MeetingEntity> {
    const meeting = await this.meetings.findOneBy({ id });
    if (!meeting) throw new NotFoundException(`Meeting ${id} does not exist`);
    return meeting;
  }
}
