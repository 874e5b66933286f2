// What the OpenAPI document says of each postcards call: the server's half of their
// definitions (docs/architecture.md "Routes"), which the browser never loads.
import * as routes from '../postcards';
import { documented } from './documented';

export const postcardsDocs = documented(routes, {
  sendPostcard: {
    summary: "Send a postcard to a lead's owner (rendered, and mailed by a postcard service)",
    tags: ['postcards'],
    errors: [
      'VALIDATION_ERROR',
      'NOT_FOUND',
      'OWNER_OPTED_OUT',
      'DO_NOT_MAIL',
      'POSTCARD_TOO_SOON',
      'RETURN_ADDRESS_REQUIRED',
    ],
  },
  getPostcardOrder: {
    summary: 'Where the rendered postcard can be seen (409 while it is being prepared)',
    tags: ['postcards'],
    errors: ['NOT_FOUND', 'CONFLICT', 'POSTCARD_PREPARING', 'POSTCARD_SERVICE_FAILED'],
  },
  getPostcardPreviewImage: {
    summary: 'The rendered postcard, its back (or ?side=front), for its agent only',
    tags: ['postcards'],
    errors: ['NOT_FOUND'],
  },
  getPostcardFrontImage: {
    summary: "The front the app draws for a lead's property (a PNG, 1875×1275)",
    tags: ['postcards'],
    errors: ['NOT_FOUND'],
  },
  getPostcardPrintImage: {
    summary: "A card's front for the postcard service to print, by its unguessable key",
    tags: ['postcards'],
    errors: ['NOT_FOUND'],
  },
});
