import { render, screen } from '@testing-library/react';
import type { Feedback } from 'shared-ui/domain';
import { NoticeProvider } from '../../../../components/notices';
import { FeedbackList } from '../feedback-list';

const item = (overrides: Partial<Feedback>): Feedback => ({
  id: 1,
  name: 'Katka',
  comment: 'Skvelý workshop.',
  workshop: 'Fotografia',
  rating: 5,
  createdAt: '2026-11-20T10:00:00.000Z',
  approved: false,
  email: null,
  ...overrides,
});

describe('the feedback list', () => {
  it('shows the sender’s e-mail while it is kept, as a link to write to them', () => {
    render(
      <NoticeProvider>
        <FeedbackList feedback={[item({ id: 1, email: 'katka@example.sk' }), item({ id: 2, name: 'Marek', email: null })]} afterSave={async () => undefined} afterDelete={async () => undefined} />
      </NoticeProvider>,
    );
    expect(screen.getByRole('link', { name: /katka@\s?example\.\s?sk/ })).toHaveAttribute('href', 'mailto:katka@example.sk');
    expect(screen.getAllByRole('link', { name: /@/ })).toHaveLength(1);
  });
});
