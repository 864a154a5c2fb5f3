import { createDataProvider } from '../dataProviders';
import { httpOptions } from './apiClient';

/** The console's single data provider (documented endpoints + generic REST + custom calls). */
export const dataProvider = createDataProvider(httpOptions);
