import type { ServiceModule } from '../../service-module';
import { businessEventFormRoutes } from './business-event.routes';
import { homeMigrationRepository } from './home-migration.repository';
import { msFormsRoutes } from './routes';
import { supplierAttachmentsRepository } from './supplier-attachments.repository';
import { surveyAnswersRepository } from './survey-answers.repository';
import { surveyRoutes } from './survey.routes';

/** ms-forms, at /api/v1/ms-forms: the public forms, each stored before its confirmation. */
export const autoPrefix = '/v1/ms-forms';

const service: ServiceModule = async (app) => {
  await app.register(supplierAttachmentsRepository);
  await app.register(homeMigrationRepository);
  await app.register(surveyAnswersRepository);
  await app.register(msFormsRoutes);
  await app.register(businessEventFormRoutes);
  await app.register(surveyRoutes);
};

export default service;
