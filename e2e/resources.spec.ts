import { walkResourceCases } from './support/resource-suite.ts';
import { resourceCases } from './support/resources/index.ts';

// The plain resources of places, content and people (the first half of the table); the menu,
// payments and marketing ones are in resources-menu-marketing.spec.ts.
walkResourceCases(resourceCases.slice(0, 10));
