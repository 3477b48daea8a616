// Entry point for the TypeORM CLI (migration:generate / migration:run) and `npm run db:fake`:
// at the top of src/ because the entity list comes from the registry (src/resources/index.ts),
// which server/src/database must not import.
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from './config/app-config.js';
import { buildDataSourceOptions } from './database/data-source-options.js';
import { ENTITIES } from './resources/index.js';

export default new DataSource({
  ...buildDataSourceOptions(loadConfig(), ENTITIES),
  migrationsRun: false,
});
