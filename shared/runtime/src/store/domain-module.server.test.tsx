/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { Provider, useSelector } from 'react-redux';
import { take } from 'redux-saga/effects';
import { createPlatformStore } from './create-platform-store';
import { DomainModule } from './domain-module';

const rechargeReducer = (state = { step: 'number' }) => state;

function Step() {
  const step = useSelector((state: { recharge?: { step: string } }) => state.recharge?.step);
  return <h1>{step ?? 'no state'}</h1>;
}

describe('DomainModule on the server (issue 34: the recharge and invoice first steps)', () => {
  it('renders its children with their reducers in place, and starts no saga', () => {
    const store = createPlatformStore();
    const started = jest.fn();
    function* rechargeSaga() {
      started();
      yield take('never');
    }
    const html = renderToString(
      <Provider store={store}>
        <DomainModule reducers={{ recharge: rechargeReducer }} sagas={{ recharge: rechargeSaga }}>
          <Step />
        </DomainModule>
      </Provider>,
    );
    expect(html).toBe('<h1>number</h1>');
    expect(started).not.toHaveBeenCalled();
  });
});
