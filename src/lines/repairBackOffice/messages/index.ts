import { defineMessages } from '../../../shell/i18n/defineMessages';
import { en } from './en';
import { es } from './es';

/** The repair back office's texts, under app.backOffice (English and Spanish with the same keys). */
export const repairBackOfficeMessages = defineMessages({ en, es });
