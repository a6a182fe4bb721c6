/**
 * The Qualcomm QNN SDK that WEDA's library image for the EIB-6400 carries, and the SDK versions a
 * model may be compiled with: the one place these versions are written. The image's runtime loads
 * context binaries built with its own SDK or an older one back to `oldestBinary`, and refuses a
 * binary from a newer SDK (`Failed to create context from binary`). Pages quote them in MDX
 * (`{wedaQnn.runtime}`); tests/unit/content/facts.test.ts fails when a WEDA page states another range.
 */
export const wedaQnn = {
  runtime: '2.26',
  oldestBinary: '2.22',
  hexagonArch: 'v68',
  imageTag: '2.26-qcs6490',
} as const;
