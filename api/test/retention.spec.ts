// Retention runs by itself. With the clock moved instead of waiting months, each rule
// erases exactly what it should: nothing a day early, everything a day late, and nothing of the
// other rules' records.
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../src/platform/clock';
import { loadConfig } from '../src/config/app-config';
import { ContactMessageEntity } from '../src/contact/contact-message.entity';
import { ContactService } from '../src/contact/contact.service';
import { FeedbackEntity } from '../src/feedback/feedback.entity';
import { FeedbackService } from '../src/feedback/feedback.service';
import { RetentionSweeper } from '../src/privacy/retention-sweeper';
import { documented } from './support/documented-answer';
import { TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2026-01-15T10:00:00Z');

describe.each(TEST_DATABASES)('retention of personal data (%s)', (dialect) => {
  let t: TestApp;
  let now: Date;
  let messages: Repository<ContactMessageEntity>;
  let feedback: Repository<FeedbackEntity>;
  const at = (time: Date) => {
    now = time;
  };
  const after = (days: number) => new Date(START.getTime() + days * DAY);

  /** A record created at the clock's time (createdAt is stamped by the server, so set afterwards). */
  async function message(name: string) {
    const saved = await messages.save(messages.create({ name, email: `${name}@example.sk`, phone: null, subject: 'Iné', message: `Správa ${name}`, resolved: false, resolvedAt: null }));
    await messages.update({ id: saved.id }, { createdAt: now });
    return saved.id;
  }
  async function review(name: string) {
    const saved = await feedback.save(feedback.create({ name, email: `${name}@example.sk`, workshop: null, rating: 5, comment: `Komentár ${name}`, approved: false, approvedAt: null }));
    await feedback.update({ id: saved.id }, { createdAt: now });
    return saved.id;
  }
  const messageNames = async () => (await messages.find({ order: { id: 'ASC' } })).map((row) => row.name);
  const reviews = async () => (await feedback.find({ order: { id: 'ASC' } })).map((row) => `${row.name}:${row.email ?? '-'}`);

  beforeAll(async () => {
    t = await startTestApp(dialect, { env: { RETENTION_RESOLVED_CONTACT_MONTHS: '12', RETENTION_UNRESOLVED_CONTACT_MONTHS: '24' } });
    await t.app.get(RetentionSweeper).idle();
    jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => now);
    messages = t.app.get(getRepositoryToken(ContactMessageEntity));
    feedback = t.app.get(getRepositoryToken(FeedbackEntity));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await messages.clear();
    await feedback.clear();
    at(START);
  });

  it('erases a resolved message 12 months after it was resolved and an unresolved one 24 months after it arrived', async () => {
    const sweep = () => t.app.get(RetentionSweeper).sweep();
    const contacts = t.app.get(ContactService);
    await message('resolvedEarly');
    await message('resolvedLate');
    await message('open');
    const [early, late] = (await messages.find({ order: { id: 'ASC' } })).map((row) => row.id);
    at(after(10));
    await contacts.setResolved(early, true);
    at(after(100));
    await contacts.setResolved(late, true);
    // Marking it resolved once more does not restart its period.
    at(after(200));
    await contacts.setResolved(late, true);

    at(new Date('2027-01-25T09:00:00Z')); // 12 months after START + 10 days, less an hour
    expect(await sweep()).toEqual({ resolvedContactMessages: 0, unresolvedContactMessages: 0, unapprovedFeedback: 0, approvedFeedbackEmails: 0, activityEntries: 0 });
    at(new Date('2027-01-25T11:00:00Z'));
    expect((await sweep())?.resolvedContactMessages).toBe(1);
    expect(await messageNames()).toEqual(['resolvedLate', 'open']);

    at(new Date('2027-04-25T11:00:00Z')); // 12 months after START + 100 days
    await sweep();
    expect(await messageNames()).toEqual(['open']);

    at(new Date('2028-01-15T09:00:00Z'));
    await sweep();
    expect(await messageNames()).toEqual(['open']);
    at(new Date('2028-01-15T11:00:00Z'));
    expect((await sweep())?.unresolvedContactMessages).toBe(1);
    expect(await messageNames()).toEqual([]);
  });

  it('a message reopened and resolved again counts from the second resolution', async () => {
    const contacts = t.app.get(ContactService);
    const id = await message('reopened');
    await contacts.setResolved(id, true);
    await contacts.setResolved(id, false);
    at(after(300));
    await contacts.setResolved(id, true);
    at(after(600)); // 20 months after it arrived, 10 after its second resolution
    await t.app.get(RetentionSweeper).sweep();
    expect(await messageNames()).toEqual(['reopened']);
  });

  it('erases feedback never approved after 90 days and drops an approved one’s e-mail 30 days after approval, keeping its name and comment', async () => {
    const reviewsService = t.app.get(FeedbackService);
    await review('waiting');
    const approvedId = await review('approved');
    at(after(50));
    await reviewsService.setApproved(approvedId, true);
    const freshId = await review('fresh');

    at(new Date(after(80).getTime() - 1000));
    expect(await t.app.get(RetentionSweeper).sweep()).toEqual({ resolvedContactMessages: 0, unresolvedContactMessages: 0, unapprovedFeedback: 0, approvedFeedbackEmails: 0, activityEntries: 0 });
    expect(await reviews()).toEqual(['waiting:waiting@example.sk', 'approved:approved@example.sk', 'fresh:fresh@example.sk']);

    at(new Date(after(80).getTime() + 1000));
    expect((await t.app.get(RetentionSweeper).sweep())?.approvedFeedbackEmails).toBe(1);
    expect(await reviews()).toEqual(['waiting:waiting@example.sk', 'approved:-', 'fresh:fresh@example.sk']);
    const kept = await feedback.findOneByOrFail({ id: approvedId });
    expect([kept.comment, kept.approved]).toEqual(['Komentár approved', true]);

    at(new Date(after(90).getTime() + 1000));
    expect((await t.app.get(RetentionSweeper).sweep())?.unapprovedFeedback).toBe(1);
    expect(await reviews()).toEqual(['approved:-', 'fresh:fresh@example.sk']);
    expect(await feedback.findOneBy({ id: freshId })).not.toBeNull();
  });

  it('takes its periods from the environment and refuses a bad value', () => {
    expect(loadConfig({ RETENTION_UNAPPROVED_FEEDBACK_DAYS: '14' }).retention).toEqual({
      resolvedContactMonths: 12,
      unresolvedContactMonths: 24,
      unapprovedFeedbackDays: 14,
      approvedFeedbackEmailDays: 30,
      unconfirmedNewsletterDays: 7,
      activityDays: 365,
      nightlyBackupsKept: 14,
    });
    expect(() => loadConfig({ RETENTION_RESOLVED_CONTACT_MONTHS: 'a year' })).toThrow('RETENTION_RESOLVED_CONTACT_MONTHS must be a positive whole number');
  });
});

describe('GET /api/privacy/retention', () => {
  it('publishes, without a login, exactly the periods this API erases by, so the privacy page can state them', async () => {
    const t = await startTestApp('sqlite', {
      env: { RETENTION_RESOLVED_CONTACT_MONTHS: '6', RETENTION_UNRESOLVED_CONTACT_MONTHS: '18', RETENTION_UNAPPROVED_FEEDBACK_DAYS: '45', RETENTION_APPROVED_FEEDBACK_EMAIL_DAYS: '3', BACKUP_KEEP: '5', ACTIVITY_DAYS: '200' },
    });
    try {
      const response = await documented(t.http().get('/api/privacy/retention').expect(200), 'get', '/api/privacy/retention');
      expect(response.body).toEqual({ resolvedContactMonths: 6, unresolvedContactMonths: 18, unapprovedFeedbackDays: 45, approvedFeedbackEmailDays: 3, unconfirmedNewsletterDays: 7, nightlyBackupsKept: 5, activityDays: 200 });
      expect(response.body).toEqual(t.config.retention);
    } finally {
      await t.close();
    }
  });
});
