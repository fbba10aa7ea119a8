// The activity log's data: one filtered page at a time, fetched afresh each time the section is
// shown (the administrator's changes elsewhere in the panel belong in it), and the period the
// entries are kept for, as the API applies it.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, publicReads } from 'shared-ui/api';
import { type ActivityFilter, activityQuery } from './activity-filter';

export const activityKeys = {
  page: (filter: ActivityFilter, page: number) => ['activity', 'page', filter, page] as const,
  retention: () => ['privacy', 'retention'] as const,
};

export const useActivityPage = (filter: ActivityFilter, page: number, shown: boolean) =>
  useQuery({
    queryKey: activityKeys.page(filter, page),
    queryFn: () => api.activityLog(activityQuery(filter, page)),
    enabled: shown,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useRetentionPeriods = (shown: boolean) =>
  useQuery({ queryKey: activityKeys.retention(), queryFn: () => publicReads.retention(), enabled: shown, staleTime: Infinity });
