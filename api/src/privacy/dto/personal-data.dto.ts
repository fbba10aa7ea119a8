// What the privacy endpoints answer, described for the OpenAPI document and
// so for the generated client's types (domain/src/types.ts aliases them). A record has
// the fields of its source, so it is an object with an id and any other properties.
import { ApiProperty, type SchemaObject } from '@nestjs/swagger';
import type { ErasureReport, PersonalDataExport, PersonalDataFound, PersonalDataRecord } from '@softskills/domain';
import { DataSubjectDto } from './data-subject.dto';

const RECORD_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['id'],
  properties: { id: { oneOf: [{ type: 'integer' }, { type: 'string' }] } },
  additionalProperties: true,
  description: "One stored record holding the person's data, with every field it has",
};

export class PersonalDataSourceDto {
  @ApiProperty({ example: 'contactMessages', description: 'The registered source' }) key: string;
  @ApiProperty({ type: 'array', items: RECORD_SCHEMA }) records: PersonalDataRecord[];
}

export class PersonalDataFoundDto implements PersonalDataFound {
  @ApiProperty({ type: [PersonalDataSourceDto] }) sources: PersonalDataSourceDto[];
  @ApiProperty({ description: 'Records in every source' }) total: number;
}

export class PersonalDataExportDto implements PersonalDataExport {
  @ApiProperty({ format: 'date-time' }) exportedAt: string;
  @ApiProperty({ type: DataSubjectDto }) subject: DataSubjectDto;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'array', items: RECORD_SCHEMA }, description: 'Each source\'s records, by its key' })
  sources: Record<string, PersonalDataRecord[]>;
}

export class ErasureReportDto implements ErasureReport {
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, description: 'How many records each source erased, by its key' })
  erased: Record<string, number>;
  @ApiProperty() total: number;
}
