import { randomUUID } from 'node:crypto';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { TrashBatchEntity } from '../trash/trash.entity';
import { TrashService } from '../trash/trash.service';
import { In, type Repository } from 'typeorm';
import { NEWSLETTER_RULES, SITE_YEARS, meetingAnnouncement, seriesDates, type Meeting, type WorkshopId } from '@softskills/domain';
import { MailingsService, type MailingView } from '../newsletter/mailings.service';
import { Clock } from '../platform/clock';
import { SiteConfigService } from '../site-config/site-config.service';
import type { MeetingChangeDto, MeetingSeriesDto } from './dto/meeting.dto';
import { MeetingEntity } from './meeting.entity';
import { meetingMoments, siteMoment } from './wall-time';

/** Refuses times that end before they start, or that the school's clock skips that day (the spring change). */
function assertTimesExist(date: string, startTime: string, endTime: string): void {
  if (endTime <= startTime) throw new BadRequestException(['endTime must be later than startTime']);
  for (const [field, time] of [['startTime', startTime], ['endTime', endTime]] as const) {
    if (!siteMoment(date, time)) throw new BadRequestException([`${field} ${time} does not exist on ${date} in Bratislava: the clocks go forward from 02:00 to 03:00 that night`]);
  }
}

export function toMeeting(entity: MeetingEntity): Meeting {
  const { startsAt, endsAt } = meetingMoments(entity);
  const { id, workshopId, date, startTime, endTime, place, placeEn, note, noteEn, state, uid, sequence } = entity;
  return { id, workshopId, date, startTime, endTime, place, placeEn, note, noteEn, state, uid, sequence, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), updatedAt: entity.updatedAt.toISOString() };
}

@Injectable()
export class MeetingsService {
  constructor(
    @InjectRepository(MeetingEntity) private readonly meetings: Repository<MeetingEntity>,
    private readonly mailings: MailingsService,
    private readonly site: SiteConfigService,
    private readonly clock: Clock,
    private readonly trash: TrashService,
  ) {}

  /** In the order they take place; one workshop's or all. */
  async list(workshopId?: WorkshopId): Promise<Meeting[]> {
    const rows = await this.meetings.find({ where: workshopId ? { workshopId } : {}, order: { date: 'ASC', startTime: 'ASC', id: 'ASC' } });
    return rows.map(toMeeting);
  }

  async get(id: number): Promise<Meeting> {
    return toMeeting(await this.find(id));
  }

  /** Every date checked before anything is stored, and all stored in one transaction: the whole series or nothing. */
  async createSeries(input: MeetingSeriesDto): Promise<Meeting[]> {
    const dates = seriesDates({ firstDate: input.firstDate, count: input.count, intervalWeeks: input.intervalWeeks, skipDates: input.skipDates });
    if (dates.length < input.count) throw new BadRequestException([`The series would run past ${SITE_YEARS.last}-12-31: choose fewer meetings or an earlier first date`]);
    for (const date of dates) assertTimesExist(date, input.startTime, input.endTime);
    const updatedAt = this.clock.nowInSeconds();
    const rows = dates.map((date) =>
      this.meetings.create({
        workshopId: input.workshopId,
        date,
        startTime: input.startTime,
        endTime: input.endTime,
        place: input.place ?? null,
        placeEn: input.placeEn ?? null,
        note: input.note ?? null,
        noteEn: input.noteEn ?? null,
        state: 'planned',
        uid: `${randomUUID()}@makke-zrucnosti`,
        sequence: 0,
        updatedAt,
      }),
    );
    const saved = await this.meetings.manager.transaction((manager) => manager.save(MeetingEntity, rows));
    return saved.map(toMeeting);
  }

  /**
   * One meeting changed or cancelled. A new date or time without a state marks it moved (the
   * visitor should learn of it); every change raises SEQUENCE so calendar apps replace their copy.
   */
  async change(id: number, input: MeetingChangeDto): Promise<Meeting> {
    const meeting = await this.find(id);
    const rescheduled = (['date', 'startTime', 'endTime'] as const).some((key) => input[key] !== undefined && input[key] !== meeting[key]);
    for (const key of ['date', 'startTime', 'endTime', 'state'] as const) if (input[key] !== undefined) Object.assign(meeting, { [key]: input[key] });
    for (const key of ['place', 'placeEn', 'note', 'noteEn'] as const) if (input[key] !== undefined) meeting[key] = input[key] ?? null;
    if (rescheduled && input.state === undefined && meeting.state === 'planned') meeting.state = 'moved';
    assertTimesExist(meeting.date, meeting.startTime, meeting.endTime);
    meeting.sequence += 1;
    meeting.updatedAt = this.clock.nowInSeconds();
    return toMeeting(await this.meetings.save(meeting));
  }

  /** A newsletter draft listing these meetings (not the cancelled ones) in Slovak and English. */
  async announce(meetingIds: number[]): Promise<MailingView> {
    const rows = await this.meetings.findBy({ id: In(meetingIds) });
    const missing = meetingIds.filter((id) => !rows.some((row) => row.id === id));
    if (missing.length > 0) throw new NotFoundException(`Meeting ${missing.join(', ')} does not exist`);
    const draft = meetingAnnouncement(rows.map(toMeeting), this.mailings.siteBase, await this.site.current());
    if (!draft) throw new BadRequestException(['Every chosen meeting is cancelled: there is nothing to announce']);
    if (draft.bodySk.length > NEWSLETTER_RULES.bodyMax || (draft.bodyEn ?? '').length > NEWSLETTER_RULES.bodyMax) {
      throw new BadRequestException(['The announcement would be too long for one mailing: choose fewer meetings']);
    }
    return this.mailings.create(draft);
  }

  /** Deletes the meeting into the trash: it leaves the pages and calendar feeds; a restore brings it back with its calendar identity. */
  remove(id: number): Promise<TrashBatchEntity> {
    return this.trash.put(async (manager) => {
      const meeting = await manager.findOneBy(MeetingEntity, { id });
      if (!meeting) throw new NotFoundException(`Meeting ${id} does not exist`);
      const label = `${meeting.date} ${meeting.startTime}–${meeting.endTime}${meeting.place ? `, ${meeting.place}` : ''}`;
      return { kind: 'meeting', label, contents: [{ kind: 'meeting', id: meeting.id, title: label }], records: [{ entity: MeetingEntity, rows: [meeting] }], files: [] };
    });
  }

  private async find(id: number): Promise<MeetingEntity> {
    const meeting = await this.meetings.findOneBy({ id });
    if (!meeting) throw new NotFoundException(`Meeting ${id} does not exist`);
    return meeting;
  }
}
