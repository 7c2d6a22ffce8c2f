import { walkResourceCases } from './support/resource-suite.ts';
import { resourceCases } from './support/resources/index.ts';

// The plain resources of the menu, payments and marketing (the second half of the table).
walkResourceCases(resourceCases.slice(10));
