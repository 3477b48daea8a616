import testimonials from '../src/resources/testimonials.js';
import { describeDeclaredResource } from './support/declared-resource.js';

// Staff CRUD, whitelisting, 422s and "published only" for visitors, from the declaration.
describeDeclaredResource(testimonials);
