// What Workshops shows from the API: its texts and each workshop's meetings.
import type { PageHead, PageRequest } from 'shared-ui/page-data';
import type { ShownPageTexts } from 'shared-ui/page-texts';
import { loadMeetings, meetingsHead, type MeetingsData } from '../../features/meetings/meetings-data';
import { loadPageTexts } from '../../lib/page-texts';

export interface WorkshopsData {
  texts: ShownPageTexts<'workshops'>;
  schedule: MeetingsData;
}

export async function loadWorkshopsData(request: PageRequest): Promise<WorkshopsData> {
  const [texts, schedule] = await Promise.all([loadPageTexts(request, 'workshops'), loadMeetings(request)]);
  return { texts, schedule };
}

export function describeWorkshops(data: WorkshopsData, { locale }: PageRequest): PageHead {
  return { ...meetingsHead(data.schedule, locale), description: data.texts.description.text };
}
