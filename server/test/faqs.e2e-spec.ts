import faqs from '../src/resources/faqs.js';
import { describeDeclaredResource } from './support/declared-resource.js';

// CRUD, 422s, published-only in position order, and the answer sanitised: all from the kit.
describeDeclaredResource(faqs);
