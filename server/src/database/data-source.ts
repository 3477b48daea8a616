// Entry point for the TypeORM CLI (migration:generate / migration:run).
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config.js';
import { buildDataSourceOptions } from './data-source-options.js';

export default new DataSource({ ...buildDataSourceOptions(loadConfig()), migrationsRun: false });
