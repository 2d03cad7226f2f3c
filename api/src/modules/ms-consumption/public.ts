/**
 * What other modules may use of ms-consumption: the usage feed, where a line's rated uses enter
 * (the history, the counters, the usage alerts they cross).
 */
export { rateUsage, type RatedUsage } from './usage-feed';
