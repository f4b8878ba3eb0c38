import type { DictTypeSeed } from '../types.js';
import { employeeDicts } from './dicts-employee.js';
import { systemDicts } from './dicts-system.js';
import { titleDicts } from './dicts-title.js';

/** Every seeded dictionary type with its data (copied into each new tenant). */
export const dictSeeds: DictTypeSeed[] = [...systemDicts, ...titleDicts, ...employeeDicts];
