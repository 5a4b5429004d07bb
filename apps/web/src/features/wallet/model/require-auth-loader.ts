import { replace, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../../config/paths';
import { ensureAuthenticated } from './sign-in-runner';

/**
 * Route loader of the guarded screens (docs/product.md, spec section 5). Loaders run before a navigation commits,
 * so a refusal keeps the user where they were (a replace to the current URL); on a first load of
 * the guarded URL itself there is no "where they were", so it goes home.
 */
export async function requireAuthLoader({ request }: LoaderFunctionArgs): Promise<null> {
  if (await ensureAuthenticated()) return null;
  const target = new URL(request.url);
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  throw replace(here === `${target.pathname}${target.search}` ? paths.home() : here);
}
