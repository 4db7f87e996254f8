/**
 * {@code robots play}: the game for a person, with a small number of charges and the field drawn
 * after every turn. Its input is bounded like the protocol's; its seed is printed so a game can be
 * replayed.
 */
package dev.robots.cli.play;
