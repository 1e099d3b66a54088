// The docs' data: the sample app's groups and endpoints, and the guides in content/.
import { docgenCollections } from 'laravel-docgen/loaders';

export const collections = { ...docgenCollections() };
