import { eslintProbe } from './eslint-probe';

const eslint = eslintProbe();
afterAll(() => eslint.close());

/** Lints a source as if it stood at `file`, with the repository's real ESLint configuration. */
async function boundaryErrors(file: string, source: string, rule = 'no-restricted-imports'): Promise<string[]> {
  return (await eslint.lint(file, source)).filter((m) => m.ruleId === rule).map((m) => m.message);
}

jest.setTimeout(30_000);

describe('part boundaries', () => {
  it('refuses a remote importing another remote, by package or by path', async () => {
    expect(await boundaryErrors('mf-catalogue/src/probe.ts', "import 'mf-selfcare/src/routes';\n")).toHaveLength(1);
    expect(await boundaryErrors('mf-catalogue/src/probe.ts', "import '../../mf-selfcare/src/routes';\n")).toHaveLength(1);
    expect(await boundaryErrors('mf-selfcare/src/probe.ts', "import '../../shell/src/app/app';\n")).toHaveLength(1);
  });

  it('refuses shared depending on a part', async () => {
    expect(await boundaryErrors('shared/runtime/src/probe.ts', "import '../../../shell/src/app/app';\n")).toHaveLength(1);
    expect(await boundaryErrors('shared/contracts/src/probe.ts', "import 'mf-catalogue/src/routes';\n")).toHaveLength(1);
  });
});

describe('the layers of the shared libraries', () => {
  it('refuses a lower layer importing a higher one or one of its own layer, by package or by path', async () => {
    expect(await boundaryErrors('shared/contracts/src/probe.ts', "import { apiClient } from '@atlas/runtime';\n")).toEqual([
      expect.stringMatching(/@atlas\/contracts \(layer 0\) may not import @atlas\/runtime \(layer 1\)/),
    ]);
    expect(await boundaryErrors('shared/runtime/src/store/probe.ts', "import { Button } from '@atlas/ui-kit';\n")).toHaveLength(1);
    expect(await boundaryErrors('shared/runtime/src/store/probe.ts', "import '../../../ui-kit/src/ui/button';\n")).toHaveLength(1);
    expect(await boundaryErrors('shared/ui-kit/src/ui/probe.ts', "import { FormField } from '@atlas/forms';\n")).toHaveLength(1);
    expect(await boundaryErrors('shared/forms/src/probe.ts', "import { fakeApi } from '@atlas/test-kit/fake-api';\n")).toHaveLength(1);
    expect(await boundaryErrors('shared/runtime/src/probe.ts', "import { createWebpackConfig } from '@atlas/build/create-webpack-config';\n")).toHaveLength(1);
  });

  it('lets a library import lower layers, and its tests use the test kit', async () => {
    const source = "import { busEvents } from '@atlas/contracts';\nimport { apiClient } from '@atlas/runtime';\nimport { Button } from '@atlas/ui-kit';\n";
    expect(await boundaryErrors('shared/forms/src/probe.ts', source)).toEqual([]);
    expect(
      await boundaryErrors(
        'shared/contracts/src/probe.test.ts',
        "import { createPlatformStore } from '@atlas/runtime';\nimport { renderUi } from '@atlas/test-kit';\n",
      ),
    ).toEqual([]);
  });

  it('lets a remote import the shared libraries and its own code', async () => {
    expect(await boundaryErrors('mf-catalogue/src/probe.ts', "import '@atlas/ui-kit';\nimport '@atlas/forms';\nimport './routes';\n")).toEqual([]);
  });
});

describe('feature boundaries inside a part', () => {
  const zones = 'import-x/no-restricted-paths';

  it('refuses a feature reaching into another feature, and a part’s components depending on a feature', async () => {
    expect(await boundaryErrors('mf-cart-payment/src/features/tracking/probe.ts', "import '../checkout/offer-step';\n", zones)).toHaveLength(1);
    expect(await boundaryErrors('mf-cart-payment/src/components/probe.ts', "import '../features/checkout/offer-step';\n", zones)).toHaveLength(1);
  });

  it('lets a feature import its own files, the part’s components and the shared library', async () => {
    const source = "import './order-tracking-page';\nimport '../../components/choice-cards';\nimport '@atlas/ui-kit';\n";
    expect(await boundaryErrors('mf-cart-payment/src/features/tracking/probe.ts', source, zones)).toEqual([]);
  });
});

describe('the API and the UI libraries (issue 35)', () => {
  it('refuses the API importing @atlas/ui-kit or @atlas/forms, and lets it import @atlas/contracts', async () => {
    expect(await boundaryErrors('api/src/modules/ms-billing/probe.ts', "import { formatPrice } from '@atlas/ui-kit/format/format-amount';\n")).toHaveLength(1);
    expect(await boundaryErrors('api/src/modules/ms-forms/probe.ts', "import { MDN_PATTERN } from '@atlas/forms/patterns';\n")).toHaveLength(1);
    expect(await boundaryErrors('api/src/probe.ts', "import '../../shared/ui-kit/src/format/format-mdn';\n")).toHaveLength(1);
    expect(await boundaryErrors('api/src/modules/ms-billing/probe.ts', "import { formatPrice } from '@atlas/contracts/format-amount';\n")).toEqual([]);
  });
});

describe('modules closed at their tables (issue 35)', () => {
  const zones = 'import-x/no-restricted-paths';

  it("refuses a module importing another module's tables, or its own outside its repositories", async () => {
    expect(await boundaryErrors('api/src/modules/ms-billing/probe.ts', "import { lines } from '../ms-iam/ms-iam.tables';\n", zones)).toEqual([
      expect.stringMatching(/Only ms-iam's repositories read and write its tables/),
    ]);
    expect(await boundaryErrors('api/src/modules/ms-billing/probe.repository.ts', "import { lines } from '../ms-iam/ms-iam.tables';\n", zones)).toHaveLength(1);
    expect(await boundaryErrors('api/src/modules/ms-iam/probe.ts', "import { lines } from './ms-iam.tables';\n", zones)).toHaveLength(1);
    expect(await boundaryErrors('api/src/modules/ms-iam/probe.ts', "import { lines } from '../../db/schema';\n", zones)).toHaveLength(1);
    // No API file is exempt: sessions.ts, among the last to close, is held like any other.
    expect(await boundaryErrors('api/src/modules/ms-iam/sessions.ts', "import { lines } from './ms-iam.tables';\n", zones)).toHaveLength(1);
  });

  it("refuses the plugins' tables outside their repositories: modules use the plugin's decorator", async () => {
    expect(await boundaryErrors('api/src/plugins/probe.ts', "import { otpChallenges } from './otp.tables';\n", zones)).toEqual([
      expect.stringMatching(/Only a plugin's repository reads and writes its tables/),
    ]);
    expect(await boundaryErrors('api/src/modules/ms-consumption/probe.ts', "import { smsOutbox } from '../../plugins/sms.tables';\n", zones)).toHaveLength(1);
  });

  it('lets a repository import its own tables', async () => {
    expect(await boundaryErrors('api/src/modules/ms-iam/probe.repository.ts', "import { lines } from './ms-iam.tables';\n", zones)).toEqual([]);
    expect(await boundaryErrors('api/src/plugins/probe.repository.ts', "import { otpChallenges } from './otp.tables';\n", zones)).toEqual([]);
  });

  it('refuses a database handle outside repositories: domain functions take a unit of work', async () => {
    const handle = "import { handleOf } from '../../db/repository-handle';\nimport type { Database } from '../../db/database';\n";
    expect(await boundaryErrors('api/src/modules/ms-payment/probe.ts', handle, zones)).toEqual([
      expect.stringMatching(/Only repositories query the database/),
      expect.stringMatching(/Only repositories query the database/),
    ]);
    expect(await boundaryErrors('api/src/modules/ms-payment/probe.routes.ts', handle, zones)).toHaveLength(2);
    expect(await boundaryErrors('api/src/plugins/probe.ts', handle.replaceAll('../../', '../'), zones)).toHaveLength(2);
    expect(await boundaryErrors('api/src/probe.ts', handle.replaceAll('../../', './'), zones)).toHaveLength(2);
    expect(
      await boundaryErrors('api/src/modules/ms-payment/probe.ts', "import { inTransaction, type UnitOfWork } from '../../db/unit-of-work';\n", zones),
    ).toEqual([]);
    expect(await boundaryErrors('api/src/modules/ms-payment/probe.repository.ts', handle, zones)).toEqual([]);
    expect(await boundaryErrors('api/src/modules/ms-eligibility/repositories.ts', handle, zones)).toEqual([]);
  });
});
