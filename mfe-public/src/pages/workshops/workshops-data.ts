// What Workshops shows from the API: each workshop's meetings (issue 27).
import type { PageHead, PageRequest } from 'shared-ui/page-data';
import { loadMeetings, meetingsHead, type MeetingsData } from '../../features/meetings/meetings-data';

export interface WorkshopsData {
  schedule: MeetingsData;
}

export async function loadWorkshopsData(request: PageRequest): Promise<WorkshopsData> {
  return { schedule: await loadMeetings(request) };
}

export function describeWorkshops(data: WorkshopsData, { locale }: PageRequest): PageHead {
  return meetingsHead(data?.schedule, locale);
}
