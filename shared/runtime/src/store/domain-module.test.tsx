import { act, render, screen } from '@testing-library/react';
import { Provider, useSelector } from 'react-redux';
import { legacy_createStore as createStore } from 'redux';
import { take } from 'redux-saga/effects';
import { createPlatformStore } from './create-platform-store';
import { DomainModule, useInjectReducer } from './domain-module';

const catalogueReducer = (state = { offers: ['Forfait 49'] }) => state;

function Offers() {
  const offers = useSelector((state: { catalogue?: { offers: string[] } }) => state.catalogue?.offers);
  return <p>{offers ? offers.join(', ') : 'no state'}</p>;
}

describe('DomainModule', () => {
  it('injects reducers and sagas before its children render', () => {
    const store = createPlatformStore();
    const started = jest.fn();
    function* catalogueSaga() {
      started();
      yield take('never');
    }
    const view = (
      <Provider store={store}>
        <DomainModule reducers={{ catalogue: catalogueReducer }} sagas={{ catalogue: catalogueSaga }}>
          <Offers />
        </DomainModule>
      </Provider>
    );
    const { unmount } = render(view);
    expect(screen.getByText('Forfait 49')).toBeInTheDocument();
    expect(started).toHaveBeenCalledTimes(1);
    unmount();
    // A second visit finds everything in place and starts nothing again.
    render(view);
    expect(screen.getByText('Forfait 49')).toBeInTheDocument();
    expect(started).toHaveBeenCalledTimes(1);
    expect(store.hasSaga('catalogue')).toBe(true);
  });

  it('offers a hook form', () => {
    const store = createPlatformStore();
    function Page() {
      const ready = useInjectReducer('catalogue', catalogueReducer);
      return ready ? <Offers /> : null;
    }
    act(() => {
      render(
        <Provider store={store}>
          <Page />
        </Provider>,
      );
    });
    expect(screen.getByText('Forfait 49')).toBeInTheDocument();
  });

  it('refuses a store without injection', () => {
    const plain = createStore((s = {}) => s);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <Provider store={plain}>
          <DomainModule>x</DomainModule>
        </Provider>,
      ),
    ).toThrow(/createPlatformStore/);
    jest.restoreAllMocks();
  });
});
