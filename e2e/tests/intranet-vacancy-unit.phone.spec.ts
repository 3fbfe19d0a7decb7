import { test } from '../support/intranet';
import { chooseUnitInEditor } from '../support/vacancy-unit';

// A vacancy is where its unit is: on a 390 px phone the recruiter taps the unit and reads its city and state.
for (const lng of ['pt-BR', 'en-US'] as const) {
  test(`${lng}: choosing the unit fills its city and state; its whole name and the benefits fit the phone`, async ({
    page,
    baseURL,
  }, info) => {
    await chooseUnitInEditor(page, lng, baseURL!, info);
  });
}
