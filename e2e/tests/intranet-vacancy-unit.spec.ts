import { test } from '../support/intranet';
import { chooseUnitInEditor } from '../support/vacancy-unit';

// A vacancy is where its unit is: on a laptop (1280 px) the recruiter chooses the unit and reads its city and state.
test.use({ viewport: { width: 1280, height: 800 } });

for (const lng of ['pt-BR', 'en-US'] as const) {
  test(`${lng}: choosing the unit fills its city and state; its whole name and the benefits' columns show`, async ({
    page,
    baseURL,
  }, info) => {
    await chooseUnitInEditor(page, lng, baseURL!, info);
  });
}
