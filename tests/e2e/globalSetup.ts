import { seedTemplateDataDir } from './support/dataDir';

/** Before any worker starts: the seeded data folder the workers' servers copy (support/dataDir.ts). */
export default function globalSetup() {
  seedTemplateDataDir();
}
