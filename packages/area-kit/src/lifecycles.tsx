import React, { useState } from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import type { RouteObject } from '@duality/libs/router';
// The package file is not a shared module, so this is the bus version the remote was built against, even
// though the bus itself at run time is the shell's.
import busPackage from '@duality/bus/package.json' with { type: 'json' };
import type { AreaLifecycles, AreaMountProps, AreaName } from '@duality/platform';
import { ErrorPanel } from '@duality/ui';
import { AreaApp } from './area-app';
import { pageServices } from './page-services';

export interface AreaDefinition {
  area: AreaName;
  routes: RouteObject[];
  /** The remote's version (import.meta.env.APP_VERSION), reported to the shell. */
  version: string;
}

/**
 * The single-spa lifecycles a remote exposes as `./lifecycles`. The shell passes `domElement` in the mount
 * props; the area renders its own router there.
 */
export function createAreaLifecycles({ area, routes, version }: AreaDefinition): Required<AreaLifecycles> {
  const lifecycles = singleSpaReact<AreaMountProps>({
    React,
    ReactDOMClient,
    rootComponent: () => <AreaRoot area={area} routes={routes} />,
    // Last line of defence for errors outside AreaApp's own boundary.
    errorBoundary: (error: Error) => <ErrorPanel title="This page stopped working" message={error.message} />,
  });
  // The shell passes single-spa's own props (singleSpa, mountParcel) through with ours.
  const full = (props: AreaMountProps) => props as AreaMountProps & AppProps;
  return {
    bootstrap: (props) => lifecycles.bootstrap(full(props)),
    mount: (props) => lifecycles.mount(full(props)),
    unmount: (props) => lifecycles.unmount(full(props)),
    version,
    builtAgainst: { bus: busPackage.version },
  };
}

/** The area with the services the shell created for the page, read once per mount. */
function AreaRoot({ area, routes }: Omit<AreaDefinition, 'version'>) {
  const [services] = useState(pageServices);
  return <AreaApp area={area} routes={routes} services={services} />;
}
