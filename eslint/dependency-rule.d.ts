/** The app's features from the bottom up (dependency-rule.js). */
export declare const featureOrder: readonly string[];
