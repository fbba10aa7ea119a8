import { Global, Module } from '@nestjs/common';
import { PersonalDataRegistry } from './personal-data.registry';

/** Global, so every module that stores personal data can register its source. */
@Global()
@Module({ providers: [PersonalDataRegistry], exports: [PersonalDataRegistry] })
export class PersonalDataModule {}
