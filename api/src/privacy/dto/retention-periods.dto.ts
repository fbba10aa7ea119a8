import { ApiProperty } from '@nestjs/swagger';
import type { RetentionPeriods } from '@softskills/domain';

/** The periods after which the API erases personal data, as it enforces them (RETENTION_* and the fixed rules). */
export class RetentionPeriodsDto implements RetentionPeriods {
  @ApiProperty({ example: 12, description: 'A resolved contact message is erased this many months after it was resolved' }) resolvedContactMonths: number;
  @ApiProperty({ example: 24, description: 'An unresolved contact message is erased this many months after it arrived' }) unresolvedContactMonths: number;
  @ApiProperty({ example: 90, description: 'Feedback never approved is erased this many days after it was sent' }) unapprovedFeedbackDays: number;
  @ApiProperty({ example: 30, description: "An approved feedback's e-mail is cleared this many days after approval" }) approvedFeedbackEmailDays: number;
  @ApiProperty({ example: 7, description: 'A newsletter address never confirmed is erased this many days after sign-up' }) unconfirmedNewsletterDays: number;
  @ApiProperty({ example: 365, description: 'An activity log entry (logins with the masked address, changes) is erased this many days after it was written' }) activityDays: number;
  @ApiProperty({ example: 14, description: 'Nightly backups kept (BACKUP_KEEP); erased data leaves the backups after this many nights' }) nightlyBackupsKept: number;
}
