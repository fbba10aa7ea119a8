// The site's details as the OpenAPI document (and so the generated client) describes them. The
// rules are the zod schema's (shared-ui/site-content-schema), which checks every body: these
// classes only describe the shape.
import { ApiProperty } from '@nestjs/swagger';
import { type DataController, type Partner, type SiteContent, type SocialLink, type SocialNetwork, SOCIAL_NETWORKS } from '@softskills/domain';

export class SocialLinkDto implements SocialLink {
  @ApiProperty({ enum: SOCIAL_NETWORKS }) network: SocialNetwork;
  @ApiProperty({ description: 'The link text; the network\'s own name by default' }) label: string;
  @ApiProperty({ example: 'https://www.instagram.com/school.project', description: 'The profile (https)' }) url: string;
}

export class PartnerDto implements Partner {
  @ApiProperty({ description: 'Slovak name' }) name: string;
  @ApiProperty({ description: 'English name' }) nameEn: string;
  @ApiProperty({ example: '/uploads/images/partner-logo.jpg', description: 'A path on this site (an uploaded image or /partners/…) or an https address' }) logo: string;
}

export class DataControllerDto implements DataController {
  @ApiProperty() name: string;
  @ApiProperty() nameEn: string;
  @ApiProperty() address: string;
  @ApiProperty() email: string;
  @ApiProperty() dataProtectionContact: string;
  @ApiProperty() dataProtectionContactEn: string;
  @ApiProperty() dataProtectionEmail: string;
  @ApiProperty({ description: 'The school confirmed these details (the privacy page stops saying they await confirmation)' }) confirmedBySchool: boolean;
}

export class SiteContentDto implements SiteContent {
  @ApiProperty({ description: 'The project\'s registered title (Slovak)' }) productName: string;
  @ApiProperty() productNameEn: string;
  @ApiProperty({ example: '2026-1-SK02-ESC30-123456' }) projectCode: string;
  @ApiProperty({ example: '2026-08-31', description: 'The project\'s last day (YYYY-MM-DD)' }) projectEnd: string;
  @ApiProperty() email: string;
  @ApiProperty({ example: '+421 45 555 0101' }) phone: string;
  @ApiProperty() organisation: string;
  @ApiProperty() organisationEn: string;
  @ApiProperty() school: string;
  @ApiProperty() schoolEn: string;
  @ApiProperty() town: string;
  @ApiProperty({ example: 'Školská 1, 960 01 Zvolen', description: 'Street and number, then postal code and town' }) schoolAddress: string;
  @ApiProperty({ type: [SocialLinkDto] }) social: SocialLinkDto[];
  @ApiProperty({ type: [PartnerDto] }) partners: PartnerDto[];
  @ApiProperty({ type: DataControllerDto }) privacy: DataControllerDto;
}

export class SiteSettingsDto {
  @ApiProperty({ type: SiteContentDto, description: 'The details in force' }) details: SiteContentDto;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the administrator saved them; null while the operator\'s file (or the sample) gives them' })
  savedAt: string | null;
  @ApiProperty({ type: [String], example: ['phone', 'partners[2]', 'privacy.dataProtectionEmail'], description: 'Public details that still hold a sample value' })
  sampleFields: string[];
}
