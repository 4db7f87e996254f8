package dev.robots.bench.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The charts draw what the results say: one point per scaling result, one bar per step result. */
class BenchChartsTest {
    private static final String JSON = """
            [ {"benchmark":"dev.robots.bench.ScalingBenchmark.step","mode":"avgt",
               "params":{"impl":"CORE","robots":"1000"},
               "primaryMetric":{"score":3466.0,"scoreUnit":"ns/op","rawData":[[1.0e3,2.5E3]]}},
              {"benchmark":"dev.robots.bench.ScalingBenchmark.step","mode":"avgt",
               "params":{"impl":"CORE","robots":"1000000"},
               "primaryMetric":{"score":695045.5,"scoreUnit":"ns/op"}},
              {"benchmark":"dev.robots.bench.StepBenchmark.step","params":{"impl":"CORE","scenario":"B1000_100K"},
               "primaryMetric":{"score":61471.2,"scoreUnit":"ns/op"}},
              {"benchmark":"dev.robots.bench.StepBenchmark.step","params":{"impl":"ARENA","scenario":"B1000_100K"},
               "primaryMetric":{"score":1478612.8,"scoreUnit":"ns/op"}},
              {"benchmark":"dev.robots.bench.StepBenchmark.step","params":{"impl":"CORE",
               "scenario":"STATEMENT_30X17"},"primaryMetric":{"score":119.8,"scoreUnit":"ns/op"}},
              {"benchmark":"dev.robots.bench.RenderBenchmark.render","params":null,
               "primaryMetric":{"score":2520.8,"scoreUnit":"ns/op","label":"a \\"quoted\\" \\u00e9"}} ]
            """;

    @Test
    void readsJmhJson() {
        List<JmhResults.Row> rows = JmhResults.parse(JSON);
        assertEquals(6, rows.size());
        assertEquals(new JmhResults.Row("dev.robots.bench.ScalingBenchmark.step",
                Map.of("impl", "CORE", "robots", "1000"), 3466.0, "ns/op"), rows.get(0));
        assertEquals(Map.of(), rows.get(5).params());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> JmhResults.parse("[{]"));
        assertTrue(e.getMessage().startsWith("JSON at offset 2: "), e.getMessage());
    }

    @Test
    void theScalingChartHasOnePointPerResultAtNsPerRobotMove() {
        String svg = BenchCharts.scalingChart(JmhResults.parse(JSON), "t");
        assertTrue(svg.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""), svg);
        assertEquals(2, svg.split("class=\"point\"", -1).length - 1, svg);
        assertTrue(svg.contains(">3.47<"), "3466 ns / 1000 robots");
        assertTrue(svg.contains(">0.70<"), "695045 ns / 1M robots");
    }

    @Test
    void theScenarioChartHasOneBarPerStepResult() {
        String svg = BenchCharts.scenarioChart(JmhResults.parse(JSON), "t");
        assertEquals(3, svg.split("class=\"bar\"", -1).length - 1, svg);
        assertTrue(svg.contains("<title>arena: 1.48 ms</title>"), svg);
        assertTrue(svg.contains(">R=100K<") && svg.contains(">R=20<"), svg);
    }

    @Test
    void theSparseChartHasOnePointPerResultAtNsPerRobotMoveAgainstCells() {
        String json = """
                [ {"benchmark":"dev.robots.bench.SparseBoardBenchmark.step",
                   "params":{"impl":"CORE","robots":"10000","side":"1024"},
                   "primaryMetric":{"score":52000.0,"scoreUnit":"ns/op"}},
                  {"benchmark":"dev.robots.bench.SparseBoardBenchmark.step",
                   "params":{"impl":"CORE","robots":"10000","side":"16384"},
                   "primaryMetric":{"score":61000.0,"scoreUnit":"ns/op"}},
                  {"benchmark":"dev.robots.bench.SparseBoardBenchmark.step",
                   "params":{"impl":"CORE","robots":"1000","side":"1024"},
                   "primaryMetric":{"score":9000.0,"scoreUnit":"ns/op"}} ]
                """;
        String svg = BenchCharts.sparseChart(JmhResults.parse(json), "t");
        assertEquals(3, svg.split("class=\"point\"", -1).length - 1, svg);
        assertTrue(svg.contains(">5.20<") && svg.contains(">6.10<") && svg.contains(">9.00<"), svg);
        assertTrue(svg.contains(">core r=10k<") && svg.contains(">core r=1k<"), "one line per robot count: " + svg);
        assertTrue(svg.contains(">10^6<") && svg.contains(">10^9<"), "cells on a log axis: " + svg);
        assertTrue(BenchCharts.sparseChart(JmhResults.parse(JSON), "t").contains("no SparseBoardBenchmark results"));
    }

    @Test
    void robotsOfAScenarioComeFromItsName() {
        assertEquals(20, BenchCharts.scenarioRobots("STATEMENT_30X17"));
        assertEquals(100_000, BenchCharts.scenarioRobots("B1000_100K"));
        assertEquals(4_000_000, BenchCharts.scenarioRobots("B16384_4M"));
        assertThrows(IllegalArgumentException.class, () -> BenchCharts.scenarioRobots("SPARSE"));
    }
}
