// React adapters for the bus, kept in a subpath so that @duality/bus itself stays free of React (react is an
// optional peer dependency, needed only by code that imports this subpath).
export { useBusValue } from './use-bus-value';
export { useObservableValue } from './use-observable-value';
