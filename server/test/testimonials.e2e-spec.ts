import testimonials from '../src/resources/testimonials.js';
import { describeDeclaredResource } from './support/declared-resource.js';

// Staff CRUD, whitelisting, 422s and visibility by caller, all read from the declaration.
describeDeclaredResource(testimonials);
